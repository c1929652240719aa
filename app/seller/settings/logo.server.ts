/**
 * The seller's logo in the settings (decision 044): a plain multipart form with the file in `logo`, and «Удалить
 * логотип». The settings action reads the post with the file's size bounded while it streams in (`readUploadForm`;
 * server/form-posts.ts bounds the whole body first); its type is the back-end's to judge, by its bytes. Success: post/redirect/get with a notice; refused: the page again with
 * the Russian error next to the file field.
 */
import { data } from '@remix-run/node'
import { redirectDone } from '#app/account/account.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { fileToPass } from '#app/lib/forms/read-form.server.ts'
import { SELLER_HEADERS, sellersOwn } from '#app/seller/seller.server.ts'
import { logoMessages, removeMerchantLogoCall, uploadMerchantLogoCall } from '#contract/seller.ts'

/** What the page shows next to the logo's file field after a refused upload. */
export interface LogoAnswer {
  logoError: string
}

export const refuseLogo = (logoError: string) =>
  data<LogoAnswer>({ logoError }, { status: 400, headers: SELLER_HEADERS })

/** The logo's upload and removal: the settings action's, which has passed the cabinet's guard. */
export async function uploadLogoAction(api: ApiClient, form: FormData, donePath: string) {
  const upload = fileToPass(form, 'logo', 'logo')
  if (!upload) return refuseLogo(logoMessages.required)
  const answer = sellersOwn(await api.call(uploadMerchantLogoCall, { form: upload }))
  if (!answer.data) return refuseLogo(answer.fields?.logo?.[0] ?? answer.error)
  return redirectDone(donePath, 'logo')
}

export async function removeLogoAction(api: ApiClient, donePath: string) {
  const answer = sellersOwn(await api.call(removeMerchantLogoCall, {}))
  if (!answer.data) return refuseLogo(answer.error)
  return redirectDone(donePath, 'logoRemoved')
}
