/** Personal-data processing policy (152-FZ art. 18.1 asks it to be published), with a table of contents. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { originFrom, seoMeta } from '#app/lib/seo.ts'
import { loadTextPage } from '#app/pages/static-page.server.ts'
import { StaticPage } from '#app/pages/static-page.tsx'

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadTextPage(context, 'privacy') }
}

export default function PrivacyPolicy() {
  const { page } = useLoaderData<typeof loader>()
  return <StaticPage page={page} toc />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    title: data?.page.title,
    description: data?.page.description,
    origin: originFrom(matches),
    path: '/privacy-policy',
  })
