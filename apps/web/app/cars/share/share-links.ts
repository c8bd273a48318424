/** Where the share buttons of a car page point: social share dialogs, an email, the printable page. */
export interface ShareLinks {
  facebook: string
  x: string
  email: string
}

export function shareLinks(url: string, name: string): ShareLinks {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
    x: `https://x.com/intent/tweet?${new URLSearchParams({ text: name, url })}`,
    // Mail clients show a form-encoded '+' literally, so the body and subject are percent-encoded.
    email: `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(`${name}\n${url}`)}`,
  }
}

/** The printable page of a car (spec, forms document section 2: "/print?car_id={slug}"). */
export function printHref(slug: string): string {
  return `/print?${new URLSearchParams({ car_id: slug })}`
}
