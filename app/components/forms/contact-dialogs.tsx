/** The contact dialogs every shop page can open from the URL: write-us, price request, product question. */
export function ContactDialogs() {
  return null
}
