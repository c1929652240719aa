/**
 * The cabinet's proposed products (issue 15, decision 045): the list (`?shown=N` for «Показать ещё», a plain link),
 * the form of a new one (`/seller/products/new`; a refused post answers the form again with the Russian errors and
 * what was typed), and one proposal's page (`/seller/products/:id`) where its pictures are added — a plain
 * multipart form — and removed while it waits. Every save goes back to a page with a notice (post/redirect/get). An
 * administrator reads with `?merchant=ID` and posts nothing.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data } from '@remix-run/node'
import { backendErrors, redirectDone, refusedStatus } from '#app/account/account.server.ts'
import { fileToPass, isMultipart, readForm, readUploadForm } from '#app/lib/forms/read-form.server.ts'
import {
  firstPages,
  notFound,
  required,
  requireSeller,
  SELLER_HEADERS,
  sellerData,
  sellersOwn,
  shownOf,
} from '#app/seller/seller.server.ts'
import {
  addProposalPictureCall,
  createProposalCall,
  getProposalCall,
  listProposalsCall,
  type Proposal,
  proposalLimits,
  proposalMessages,
  removeProposalPictureCall,
} from '#contract/product-proposals.ts'
import { getSellerMerchantCall } from '#contract/seller.ts'
import { PRODUCTS_STEP, proposalPath } from './product-urls.ts'
import { formFieldOf, PROPOSAL_FIELDS, proposalBody, proposalFormSchema } from './proposal-schema.ts'

const proposalIdOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? raw : null)

export async function proposalsLoader(request: Request, context: AppLoadContext) {
  const access = await requireSeller(context, request)
  const shown = shownOf(new URL(request.url).searchParams, PRODUCTS_STEP)
  const [pages, t] = await Promise.all([
    firstPages(shown, (page) =>
      access.api.call(listProposalsCall, { query: { ...access.query, ...page } }).then(required),
    ),
    context.t('seller'),
  ])
  const proposals: Proposal[] = pages.flatMap((page) => page.proposals).slice(0, shown)
  return sellerData({
    title: t('products.title'),
    proposals,
    total: pages[0]?.pagination.total ?? 0,
    readOnly: access.readOnly,
    merchantParam: access.merchantParam,
  })
}

/** The categories to choose from, each under its parent: top-level ones hold the others in the select. */
async function categoryChoices(context: AppLoadContext) {
  const start = await context.startup()
  const categories = start.data?.categories ?? []
  if (categories.length === 0) throw new Response('Internal Server Error', { status: 500 })
  const collator = new Intl.Collator('ru')
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)
  return categories
    .filter((c) => c.parent_id === 0)
    .sort(byName)
    .map((top) => ({
      id: top.id,
      name: top.name,
      children: categories
        .filter((c) => c.parent_id === top.id)
        .sort(byName)
        .map((c) => ({ id: c.id, name: c.name })),
    }))
}

export async function newProposalLoader(request: Request, context: AppLoadContext) {
  const { api, query, readOnly } = await requireSeller(context, request)
  const [answer, categories, t] = await Promise.all([
    api.call(getSellerMerchantCall, { query }).then(required),
    categoryChoices(context),
    context.t('seller'),
  ])
  return sellerData({ title: t('products.newTitle'), categories, city: answer.merchant.city ?? '', readOnly })
}

export async function newProposalAction(request: Request, context: AppLoadContext) {
  const { api } = await requireSeller(context, request)
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: proposalFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const answer = sellersOwn(await api.call(createProposalCall, { body: proposalBody(submission.value) }))
  if (answer.error !== null) {
    const fields = Object.fromEntries(
      Object.entries(answer.fields ?? {}).map(([field, messages]) => [formFieldOf(field), messages]),
    )
    return data(
      { result: submission.reply(backendErrors({ ...answer, fields }, PROPOSAL_FIELDS)) },
      { status: refusedStatus(answer.status) },
    )
  }
  return redirectDone(proposalPath(answer.data.proposal.id), 'created')
}

export async function proposalLoader(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const access = await requireSeller(context, request)
  const id = proposalIdOf(rawId)
  if (!id) throw notFound()
  const { proposal } = required(await access.api.call(getProposalCall, { params: { id }, query: access.query }))
  return sellerData({
    title: proposal.name,
    proposal,
    readOnly: access.readOnly,
    merchantParam: access.merchantParam,
  })
}

const refuse = (error: string, status: number) => data({ error }, { status, headers: SELLER_HEADERS })

/** A picture added (multipart, the file in `file`) or removed (`picture`: its id). */
export async function proposalAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const { api } = await requireSeller(context, request)
  const id = proposalIdOf(rawId)
  if (!id) throw notFound()
  if (!isMultipart(request)) {
    const form = await readForm(request)
    const picture = String(form.get('picture') ?? '')
    if (!/^[\w-]{1,64}$/.test(picture)) return refuse(proposalMessages.pictureNotFound, 404)
    const answer = sellersOwn(await api.call(removeProposalPictureCall, { params: { id, picture } }))
    if (answer.status === 404 && answer.error === proposalMessages.notFound) throw notFound()
    if (answer.error !== null) return refuse(answer.error, refusedStatus(answer.status))
    return redirectDone(proposalPath(Number(id)), 'picture-removed')
  }
  const form = await readUploadForm(request, proposalLimits.pictureBytes)
  if (!form) return refuse(proposalMessages.pictureSize, 413)
  const upload = fileToPass(form, 'file', 'picture')
  if (!upload) return refuse(proposalMessages.pictureRequired, 400)
  const answer = sellersOwn(await api.call(addProposalPictureCall, { params: { id }, form: upload }))
  if (answer.status === 404) throw notFound()
  if (answer.error !== null) return refuse(answer.fields?.file?.[0] ?? answer.error, refusedStatus(answer.status))
  return redirectDone(proposalPath(Number(id)), 'picture-added')
}
