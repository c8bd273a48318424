/** Hands a downloaded file to the browser to save under `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the object URL after click() returns; free it once the save has surely started.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
