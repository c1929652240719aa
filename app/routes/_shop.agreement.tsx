/** User agreement (SPEC §2): the marketplace's terms, with a table of contents for a long legal text. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { originFrom, seoMeta } from '#app/lib/seo.ts'
import { loadTextPage } from '#app/pages/static-page.server.ts'
import { StaticPage } from '#app/pages/static-page.tsx'

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadTextPage(context, 'agreement') }
}

export default function Agreement() {
  const { page } = useLoaderData<typeof loader>()
  return <StaticPage page={page} toc />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    title: data?.page.title,
    description: data?.page.description,
    origin: originFrom(matches),
    path: '/agreement',
  })
