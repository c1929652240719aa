/**
 * Contacts (SPEC §2): the toll-free phone and working hours (9:00–17:00 on weekdays), e-mail, the operator's name
 * and address, how to get help with an order, and «Написать нам» (the write-us dialog is URL state, `?dialog=`).
 * Phone and hours come from the footer's keys, so the two places can never disagree.
 */
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { ContactsPageData } from './static-page.server.ts'
import { TextSection, textPageMeta } from './static-page.tsx'

export function ContactsPage() {
  const { t } = useTranslation()
  const { page } = useLoaderData<ContactsPageData>()
  return (
    <article className="container prose contacts">
      <header className="prose__header">
        <h1>{page.title}</h1>
        <p className="prose__lead">{page.lead}</p>
      </header>

      <div className="grid contact-cards">
        <section className="panel contact-card" aria-labelledby="contacts-phone">
          <h2 id="contacts-phone">{page.phoneHeading}</h2>
          <p>
            <a className="contact-card__phone" href={t('footer.phoneHref')}>
              {t('footer.phone')}
            </a>
          </p>
          <p>{page.phoneNote}</p>
          <h3>{page.hoursHeading}</h3>
          <p className="contact-card__hours">{t('footer.hours')}</p>
          <p>{page.hoursNote}</p>
        </section>

        <section className="panel contact-card" aria-labelledby="contacts-email">
          <h2 id="contacts-email">{page.emailHeading}</h2>
          <CardList items={page.emails.map((email) => ({ label: email.label, value: email.address }))} />
        </section>

        <section className="panel contact-card" aria-labelledby="contacts-company">
          <h2 id="contacts-company">{page.companyHeading}</h2>
          <CardList items={page.company} />
          <p>{page.companyNote}</p>
        </section>
      </div>

      {page.sections.map((section) => (
        <TextSection key={section.id} section={section} />
      ))}

      <section className="prose__section" aria-labelledby="write-us">
        <h2 id="write-us">{page.writeUsHeading}</h2>
        <p>{page.writeUsText}</p>
        <p>
          {/* The dialog is URL state, so without JavaScript the server renders it open. */}
          <Link to="?dialog=write-us" rel="nofollow" className="button" preventScrollReset>
            {page.writeUsLink}
          </Link>
        </p>
      </section>
    </article>
  )
}

/** A contact card's list of labelled values; an e-mail address is a link to write to it. */
function CardList({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="contact-card__list">
      {items.map((item) => (
        <div key={`${item.label} ${item.value}`}>
          <dt>{item.label}</dt>
          <dd>{item.value.includes('@') ? <a href={`mailto:${item.value}`}>{item.value}</a> : item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export const contactsMeta = textPageMeta('/contacts')
