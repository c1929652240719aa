/**
 * What the seller cabinet's specs share: a seller registered the way the storefront's form does it (SMS code from
 * the outbox), its settings given through the back-end, and the operator's approval — so a spec starts from a
 * seller whose offers buyers see.
 */
import { type APIRequestContext, expect } from '@playwright/test'
import { admin } from '../../playwright.config.ts'
import { CLOSE, codeSentTo, uniqueEmail, uniqueIp, uniquePhone } from './account-support.ts'

/** A seller registered by SMS; its token. */
export async function newSeller(request: APIRequestContext, company: string): Promise<string> {
  const phone = uniquePhone().e164
  const body = { company, email: uniqueEmail('seller'), phone }
  const sent = await request.post('/api/front/users/getCustomerSmsRegCode', {
    data: body,
    headers: { ...CLOSE, 'X-Real-IP': uniqueIp() },
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  const signUp = await request.post('/api/v2/front/users/signupWithMerchantSmsRegCode', {
    data: { ...body, code_notification: await codeSentTo(request, phone), personal_data_consent: true },
    headers: CLOSE,
  })
  expect(signUp.ok(), await signUp.text()).toBe(true)
  return ((await signUp.json()) as { access_token: string }).access_token
}

export async function merchantOf(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/seller/merchant', { headers: { ...CLOSE, Authorization: `Bearer ${token}` } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { merchant: Record<string, unknown> & { id: number; name: string } }).merchant
}

/** The operator's POST of an approval (`path`: the call's address). */
async function operatorApproves(request: APIRequestContext, path: string): Promise<void> {
  const signIn = await request.post('/api/v2/front/users/signin', { data: admin, headers: CLOSE })
  const token = ((await signIn.json()) as { access_token: string }).access_token
  const approved = await request.post(path, { headers: { ...CLOSE, Authorization: `Bearer ${token}` } })
  expect(approved.ok(), await approved.text()).toBe(true)
}

export const approveMerchant = (request: APIRequestContext, merchantId: number) =>
  operatorApproves(request, `/api/admin/merchants/${merchantId}/approve`)

export const approveProposal = (request: APIRequestContext, proposalId: number) =>
  operatorApproves(request, `/api/admin/proposals/${proposalId}/approve`)

/** Checksum-valid requisites of the demo clinic and a Sberbank account, for a seller's settings. */
export const SELLER_SETTINGS = {
  campaign_name: 'ООО «Демо-клиника Здоровье»',
  inn: '0001000010',
  kpp: '000101001',
  ogrn: '1260000000017',
  addr_jur: 'г Москва, ул Демонстрационная, д 1',
  bank_bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  bank_account: '40702810638000000123',
  bank_corr_account: '30101810400000000225',
  city: 'Казань',
  min_order: 0,
  phone: null,
  email: null,
  vat_payer: true,
}

/** A seller whose settings are given and whose merchant the operator approved: its token and merchant. */
export async function approvedSeller(request: APIRequestContext, company: string) {
  const token = await newSeller(request, company)
  const saved = await request.post('/api/seller/merchant', {
    data: { ...SELLER_SETTINGS, name: company },
    headers: { ...CLOSE, Authorization: `Bearer ${token}` },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const merchant = await merchantOf(request, token)
  await approveMerchant(request, merchant.id)
  return { token, merchant }
}
