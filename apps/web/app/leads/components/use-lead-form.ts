import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useActionData, useFetcher } from 'react-router'
import type { z } from 'zod'

/** What a lead form action answers with when it does not redirect. */
export interface LeadActionData {
  result: SubmissionResult<string[]>
  /** The next step's address, for a form in a dialog (it posted STAY_FIELD). */
  next?: string
}

/**
 * A Conform form over one Zod schema, validated in the browser as the shopper goes (on blur, then on
 * input) and again by the server. It posts through a fetcher, so the same form works in a page section
 * or a dialog; without JavaScript the post navigates, and the route's action data fills the form back
 * in with the server's errors.
 */
export function useLeadForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(options: { id: string; schema: Schema; defaultValue?: DefaultValue<z.input<Schema>> }) {
  const fetcher = useFetcher<LeadActionData>({ key: options.id })
  const actionData = useActionData<LeadActionData | undefined>()
  const lastResult = fetcher.data?.result ?? actionData?.result
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(options.schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
  })
  return {
    form,
    fields,
    fetcher,
    busy: fetcher.state !== 'idle',
  }
}
