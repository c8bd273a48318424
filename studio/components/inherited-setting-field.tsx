import { Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { type FieldProps, useClient, useFormValue } from 'sanity'
import { inheritedSetting, isEmptySetting } from '../lib/inherited-setting.ts'
import { studioApiVersion } from '../lib/project.ts'

const groupSettingsQuery = `*[_id == $id][0]{ name, settings }`

/** The dealer group's settings, for a dealer's form (null on a group's own form, or without a group). */
function useGroupSettings(): { name: string | null; settings: unknown } | null {
  const type = useFormValue(['_type'])
  const groupId = useFormValue(['group', '_ref'])
  const client = useClient({ apiVersion: studioApiVersion })
  const [group, setGroup] = useState<{ name: string | null; settings: unknown } | null>(null)
  useEffect(() => {
    if (type !== 'dealer' || typeof groupId !== 'string') {
      setGroup(null)
      return
    }
    const subscription = client.observable
      .fetch<{ name?: string; settings?: unknown } | null>(groupSettingsQuery, { id: groupId })
      .subscribe({
        next: (found) =>
          setGroup(found ? { name: found.name ?? null, settings: found.settings ?? null } : null),
        error: () => setGroup(null),
      })
    return () => subscription.unsubscribe()
  }, [client, type, groupId])
  return group
}

/**
 * A website setting with, while it is empty, the value the site will use instead: "Empty: the dealer
 * group's value, On (Southern Cross Group)" or "Empty: the platform default, New".
 */
export function InheritedSettingField(props: FieldProps) {
  const group = useGroupSettings()
  const settingsAt = props.path.findIndex((segment) => segment === 'settings')
  const path = props.path
    .slice(settingsAt + 1)
    .filter((segment): segment is string => typeof segment === 'string')
  const inherited = isEmptySetting(props.value) ? inheritedSetting(path, group?.settings ?? null) : null
  return (
    <Stack gap={2}>
      {props.renderDefault(props)}
      {inherited ? (
        <Text size={1} muted>
          {inherited.source === 'group'
            ? `Empty: the dealer group's value, ${inherited.value}${group?.name ? ` (${group.name})` : ''}`
            : `Empty: the platform default, ${inherited.value}`}
        </Text>
      ) : null}
    </Stack>
  )
}
