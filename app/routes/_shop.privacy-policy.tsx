/** Personal-data processing policy (152-FZ art. 18.1 asks it to be published), with a table of contents. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import pagesStyles from '#app/pages/pages.css?url'
import { loadTextPageData } from '#app/pages/static-page.server.ts'
import { TextPageWithContents, textPageMeta } from '#app/pages/static-page.tsx'

export const links = () => [{ rel: 'stylesheet', href: pagesStyles }]

export const loader = ({ context }: LoaderFunctionArgs) => loadTextPageData(context, 'privacy')

export default TextPageWithContents

export const meta: MetaFunction<typeof loader> = textPageMeta('/privacy-policy')
