import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { withBase } from '@/lib/base-path';
import { socialMetadata } from '@/lib/social/cards';
import { mdxComponents } from '@/components/mdx';
import { getPage } from '@/lib/content/pages';
import { renderMdx } from '@/lib/mdx/run';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = {
  title: { absolute: `${siteConfig.title}: ${siteConfig.tagline}` },
  ...socialMetadata('/', { title: siteConfig.title, description: siteConfig.description }),
};

const features = [
  {
    title: 'Made for Typst documents',
    text: 'Diagrams are Typst content: they use your document’s fonts, equations and colours, and they update when your data does.',
    href: '/docs/intro',
  },
  {
    title: 'Every common plot type',
    text: 'Lines, scatter plots, bars, stems, filled areas, error bars, box plots, colour meshes, contours and vector fields.',
    href: '/docs/plot-types',
  },
  {
    title: 'Styled with set and show rules',
    text: 'Axes, ticks, legends, grids and titles are elements. Restyle one diagram or a whole document the way you style text.',
    href: '/docs/category/tutorials',
  },
  {
    title: 'Axes that fit your data',
    text: 'Linear, logarithmic, symmetric-log and datetime scales, twin axes, and tick locators and formatters you can swap out.',
    href: '/docs/category/reference',
  },
  {
    title: 'Themes and colour maps',
    text: 'Five ready-made themes, colour-blind-friendly cycles and perceptually uniform colour maps.',
    href: '/themes',
  },
  {
    title: 'One cheat sheet',
    text: 'The functions and arguments you reach for most, on a single page.',
    href: '/cheat-sheet',
  },
];

export default function Home() {
  return (
    <main className="home">
      <section className="hero">
        <div className="container hero__inner">
          <img src={withBase('/img/logo.svg')} alt="" width="96" height="96" className="hero__logo" />
          <h1 className="hero__title">Lilaq</h1>
          <p className="hero__tagline">Scientific data visualization in Typst: publication-quality plots with a few lines of code.</p>
          <div className="hero__actions">
            <SiteLink href="/docs/quickstart" className="button button--primary">
              Get started
            </SiteLink>
            <SiteLink href="/docs/plot-types" className="button">
              See the plot types
            </SiteLink>
          </div>
          {/* The hero's example: code and rendered figure from content/pages/home.mdx. */}
          <div className="hero__example markdown">{renderMdx(getPage('home').body.code, mdxComponents)}</div>
          <p className="hero__version">
            Version {siteConfig.version} on{' '}
            <a href={siteConfig.links.universe} rel="noopener noreferrer">
              Typst Universe
            </a>{' '}
            · <SiteLink href="/blog/release-0.5.0">What’s new</SiteLink>
          </p>
        </div>
      </section>
      <section className="container features" aria-labelledby="features-title">
        <h2 id="features-title" className="visually-hidden">
          Features
        </h2>
        <ul className="card-grid">
          {features.map((feature) => (
            <li key={feature.title}>
              <SiteLink href={feature.href} className="card">
                <span className="card__title">{feature.title}</span>
                <span className="card__description">{feature.text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
