/**
 * Forms whose page was loaded directly — a refresh, or a link to it from elsewhere — answer an empty submit with their
 * required-field messages (issue 13, item 12; decision 029): the contact pages, /signin and the sign-in dialog over a
 * page, and the cart's sign-in step. Hydrated, they once stayed silent (focus jumped to the first field, no message
 * showed) while the same forms opened from inside the site spoke. Each form is sent empty by its button and,
 * separately, by Enter in its first field. Without JavaScript the server answers the empty post with the same
 * messages, on the form's page.
 */
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { jsEnabled, openPage, REQUIRED } from './account-support.ts'
import { waitForLiveDialog } from './hydration.ts'

const NAME_REQUIRED = 'Имя обязательно для заполнения'

interface RequiredField {
  /** The field, found in the form's scope. */
  find: (scope: Locator) => Locator
  /** The start of its accessible description (the error; a hint may follow). */
  message: string
}

const name: RequiredField = {
  // Its label's asterisk is hidden from the accessible name, not from the label's text.
  find: (scope) => scope.getByRole('textbox', { name: 'Имя', exact: true }),
  message: NAME_REQUIRED,
}
const labelled = (label: string): RequiredField => ({
  find: (scope) => scope.getByLabel(label),
  message: REQUIRED,
})
const phone = labelled('Телефон')
const emailSignIn = [labelled('E-mail'), labelled('Пароль')]

interface DirectForm {
  title: string
  /** The page opened directly. */
  path: (request: APIRequestContext) => Promise<string>
  /** What the visitor needs before (a guest's cart for the cart's step 2). */
  before?: (context: BrowserContext, baseURL: string | undefined, request: APIRequestContext) => Promise<void>
  /** The dialog's name, when the form opens in one over the page. */
  dialog?: string
  submit: string
  /** The required fields, the first one first. */
  fields: RequiredField[]
}

async function anyProductId(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/api/front/products/getProducts', { data: { per_page: 1 } })
  expect(answer.ok()).toBe(true)
  const id = ((await answer.json()) as { products: { id: number }[] }).products[0]?.id
  if (!id) throw new Error('the demo catalogue has no product')
  return id
}

async function guestCart(context: BrowserContext, baseURL: string | undefined, request: APIRequestContext) {
  const line = { product_id: await anyProductId(request), quantity: 1 }
  await context.addCookies([
    { name: 'cart', value: encodeURIComponent(JSON.stringify([line])), url: baseURL ?? '', httpOnly: true },
  ])
}

const forms: DirectForm[] = [
  {
    title: 'write-us',
    path: async () => '/write-us',
    submit: 'Отправить',
    fields: [name, phone, labelled('Сообщение')],
  },
  {
    title: 'product question',
    path: async (request) => `/product-question?item=${await anyProductId(request)}`,
    submit: 'Отправить',
    fields: [name, phone],
  },
  {
    title: 'price request',
    path: async (request) => `/price-request?item=${await anyProductId(request)}`,
    submit: 'Запросить цену',
    fields: [name, phone, labelled('Количество')],
  },
  { title: 'the /signin page', path: async () => '/signin', submit: 'Войти', fields: emailSignIn },
  {
    title: 'the sign-in dialog, by e-mail',
    path: async () => '/?dialog=signin',
    dialog: 'Вход',
    submit: 'Войти',
    fields: emailSignIn,
  },
  {
    title: 'the sign-in dialog, by phone',
    path: async () => '/?dialog=signin&mode=phone',
    dialog: 'Вход',
    submit: 'Получить код',
    fields: [phone],
  },
  {
    title: 'the cart’s sign-in step (by phone, decision 031)',
    path: async () => '/cart/autorisation',
    before: guestCart,
    submit: 'Получить код',
    fields: [phone],
  },
]

/** Opens the form's page directly; with JavaScript, waits until the page (and its dialog) has come alive. */
async function openForm(page: Page, form: DirectForm, request: APIRequestContext): Promise<Locator> {
  await openPage(page, await form.path(request))
  if (!form.dialog) return page.locator('main')
  if (jsEnabled()) await waitForLiveDialog(page)
  return page.getByRole('dialog', { name: form.dialog })
}

/** Each required field says so, and is marked invalid: in the dialog with JavaScript, on the form's page without. */
async function expectRequiredMessages(page: Page, form: DirectForm, scope: Locator) {
  const answered = form.dialog && !jsEnabled() ? page.locator('main') : scope
  for (const field of form.fields) {
    const input = field.find(answered)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(new RegExp(`^${field.message}`))
    await expect(answered.locator('.field__error', { hasText: field.message }).first()).toBeVisible()
  }
}

for (const form of forms) {
  test.describe(`${form.title}, opened directly`, () => {
    test('sent empty by its button: the required-field messages', async ({ page, context, baseURL, request }) => {
      await form.before?.(context, baseURL, request)
      const scope = await openForm(page, form, request)
      await scope.getByRole('button', { name: form.submit, exact: true }).click()
      await expectRequiredMessages(page, form, scope)
    })

    test('sent empty by Enter in its first field: the required-field messages', async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      await form.before?.(context, baseURL, request)
      const scope = await openForm(page, form, request)
      const [first] = form.fields
      if (!first) throw new Error(`${form.title}: no required field`)
      await first.find(scope).press('Enter')
      await expectRequiredMessages(page, form, scope)
    })
  })
}
