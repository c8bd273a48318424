/**
 * "Opt-in is optional and defaults to true" (spec section 5): ticked to start with. An unticked box
 * posts nothing, so a hidden 'false' comes first and a ticked box's 'on' after it; the last value wins
 * (`enquiryOptIn` in the domain).
 */
export function OptInCheckbox({ name, checked = true }: { name: string | undefined; checked?: boolean }) {
  return (
    <div>
      <input type="hidden" name={name} value="false" />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name={name} defaultChecked={checked} className="size-5" />
        Keep me informed about offers and news
      </label>
    </div>
  )
}
