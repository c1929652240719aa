/**
 * Text pages (about, user agreement, privacy policy, contacts). Their texts live in the server-only `pages`
 * namespace; loaders parse them into the blocks below (static-page.server.ts), so the browser gets data, not
 * translation files, and this renderer stays a few lines of JSX.
 */
import type { MetaDescriptor } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { originFrom, type PageMetaArgs, seoMeta } from '#app/lib/seo.ts'

/** A run of text: plain, a link (`[text](href)` in the source) or code (`` `name` ``). */
export type Inline = string | { text: string; href: string } | { code: string }
export type Rich = Inline[]

export type Block =
  | { kind: 'paragraph'; text: Rich }
  | { kind: 'list'; ordered: boolean; items: Rich[] }
  | { kind: 'table'; caption: string; head: string[]; rows: Rich[][] }

export interface PageSection {
  id: string
  heading: string
  blocks: Block[]
}

export interface TextPage {
  title: string
  description: string
  /** Edition and date of a legal document; empty for other pages. */
  edition: string
  lead: Block[]
  sections: PageSection[]
}

function InlineText({ text }: { text: Rich }) {
  return (
    <>
      {text.map((part, index) => {
        // Parts of one string never reorder: their position is their identity.
        const key = `part-${index}`
        if (typeof part === 'string') return <Fragment key={key}>{part}</Fragment>
        if ('code' in part) return <code key={key}>{part.code}</code>
        // In-app paths, `?dialog=` and `#anchor` links go through the router; mail, phone and other sites are plain.
        if (/^[/?#]/.test(part.href)) {
          return (
            <Link key={key} to={part.href} rel={part.href.includes('dialog=') ? 'nofollow' : undefined}>
              {part.text}
            </Link>
          )
        }
        return (
          <a key={key} href={part.href}>
            {part.text}
          </a>
        )
      })}
    </>
  )
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        // Blocks of a page never reorder: their position is their identity.
        const key = `block-${index}`
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={key}>
                <InlineText text={block.text} />
              </p>
            )
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: page texts are static and never reorder, so position is identity
              <li key={itemIndex}>
                <InlineText text={item} />
              </li>
            ))
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>
          }
          case 'table':
            return (
              // On a phone the table may be wider than the screen: it scrolls inside a named region that the
              // keyboard can reach, instead of widening the whole page.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
              <section key={key} className="prose__table" aria-label={block.caption} tabIndex={0}>
                <table>
                  <caption>{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.head.map((cell) => (
                        <th key={cell} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, rowIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: page texts are static and never reorder, so position is identity
                      <tr key={rowIndex}>
                        {row.map((cell, cellIndex) =>
                          cellIndex === 0 ? (
                            // biome-ignore lint/suspicious/noArrayIndexKey: page texts are static and never reorder, so position is identity
                            <th key={cellIndex} scope="row">
                              <InlineText text={cell} />
                            </th>
                          ) : (
                            // biome-ignore lint/suspicious/noArrayIndexKey: page texts are static and never reorder, so position is identity
                            <td key={cellIndex}>
                              <InlineText text={cell} />
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )
          default:
            return null
        }
      })}
    </>
  )
}

export function TableOfContents({ sections }: { sections: PageSection[] }) {
  const { t } = useTranslation()
  return (
    <nav className="panel toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        {t('textPage.toc')}
      </h2>
      <ol className="toc__list">
        {sections.map((section) => (
          // A router link, not a bare anchor: with JavaScript, Remix's scroll restoration would take a bare
          // fragment jump for a "back" move and scroll away from the section. Without JavaScript it is href="…#id".
          <li key={section.id}>
            <Link to={`#${section.id}`}>{section.heading}</Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}

export function TextSection({ section, children }: { section: PageSection; children?: ReactNode }) {
  return (
    <section className="prose__section" aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      <Blocks blocks={section.blocks} />
      {children}
    </section>
  )
}

/** A whole text page: one h1, the lead, an optional table of contents, then the sections. */
export function StaticPage({ page, toc = false }: { page: TextPage; toc?: boolean }) {
  return (
    <article className="container prose">
      <header className="prose__header">
        <h1>{page.title}</h1>
        {page.edition ? <p className="prose__edition">{page.edition}</p> : null}
        <div className="prose__lead">
          <Blocks blocks={page.lead} />
        </div>
      </header>
      {toc ? <TableOfContents sections={page.sections} /> : null}
      {page.sections.map((section) => (
        <TextSection key={section.id} section={section} />
      ))}
    </article>
  )
}

/** A long legal text's page (the user agreement, the privacy policy): the loader's page with a table of contents. */
export function TextPageWithContents() {
  const { page } = useLoaderData<{ page: TextPage }>()
  return <StaticPage page={page} toc />
}

/** A text page's meta: the title and description of its texts, at its own path. */
export function textPageMeta(path: string) {
  return ({ data, matches }: PageMetaArgs<{ page: { title: string; description: string } }>): MetaDescriptor[] =>
    seoMeta({ title: data?.page.title, description: data?.page.description, origin: originFrom(matches), path })
}
