/** About (SPEC §2): who the marketplace is for, sellers and their minimum orders, ordering and delivery. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { originFrom, seoMeta } from '#app/lib/seo.ts'
import pagesStyles from '#app/pages/pages.css?url'
import { loadTextPage } from '#app/pages/static-page.server.ts'
import { StaticPage } from '#app/pages/static-page.tsx'

export const links = () => [{ rel: 'stylesheet', href: pagesStyles }]

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadTextPage(context, 'about') }
}

export default function About() {
  const { page } = useLoaderData<typeof loader>()
  return <StaticPage page={page} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({ title: data?.page.title, description: data?.page.description, origin: originFrom(matches), path: '/about' })
