/** User agreement (SPEC §2): the marketplace's terms, with a table of contents for a long legal text. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import pagesStyles from '#app/pages/pages.css?url'
import { loadTextPageData } from '#app/pages/static-page.server.ts'
import { TextPageWithContents, textPageMeta } from '#app/pages/static-page.tsx'

export const links = () => [{ rel: 'stylesheet', href: pagesStyles }]

export const loader = ({ context }: LoaderFunctionArgs) => loadTextPageData(context, 'agreement')

export default TextPageWithContents

export const meta: MetaFunction<typeof loader> = textPageMeta('/agreement')
