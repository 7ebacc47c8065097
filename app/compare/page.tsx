import type { Metadata } from 'next';
import { WhatChangedStep } from '@/components/compare-what-changed';
import { DocsBreadcrumbs } from '@/components/docs-breadcrumbs';
import { docsLocator } from '@/lib/content/compare';
import { WHAT_CHANGED_PATH } from '@/lib/compare/routes';
import { listingPages } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { releaseSteps } from '@/lib/compare/release-steps';
import { summarizeStep } from '@/lib/compare/what-changed';
import { inRelease } from '@/lib/docs/versions';
import { upgradeRoute } from '@/lib/upgrade-route';

const { title, description } = listingPages[WHAT_CHANGED_PATH];

export const metadata: Metadata = { title, description, ...socialMetadata(WHAT_CHANGED_PATH, { title, description }) };

/** The upgrade page of a step in the newer release's docs, when the site has it. */
function upgradePage(from: string, to: string): string | undefined {
  const slug = upgradeRoute(from, to).replace(/^\/docs\//, '');
  return docsLocator.hasPage(slug, to) ? inRelease(`/docs/${slug}`, to) : undefined;
}

/** `/compare`: what each release changed about Lilaq's definitions, counted and listed from the facts. */
export default function Page() {
  const steps = releaseSteps().map((step) => summarizeStep(step, docsLocator));
  return (
    <div className="container compare-page">
      <main>
        <DocsBreadcrumbs crumbs={[{ label: title }]} />
        <h1>{title}</h1>
        <p>
          Each release compared with the one before, read from the definitions in Lilaq&apos;s source: what was added, removed or given
          another default or type. Each entry links its reference entry and a comparison of the two releases&apos; page.
        </p>
        {steps.map((step) => (
          <WhatChangedStep key={`${step.from}-${step.to}`} step={step} upgrade={upgradePage(step.from, step.to)} />
        ))}
      </main>
    </div>
  );
}
