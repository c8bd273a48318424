/**
 * Copies text to the clipboard: with the Clipboard API where the page may use it, else through a hidden
 * text box and the older copy command (older browsers, pages not served over HTTPS). False if neither works.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return copyWithCommand(text)
  }
}

function copyWithCommand(text: string): boolean {
  const box = document.createElement('textarea')
  box.value = text
  box.setAttribute('readonly', '')
  box.style.position = 'fixed'
  box.style.opacity = '0'
  document.body.append(box)
  box.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    box.remove()
  }
}
