import React from 'react';
import CommandBox from '@theme/CommandBox';
import { ButtonLinks, CTABand, Hero, Illustration, Section } from '@rainbond/ui';
import type { MarketingBand } from '../../client/marketing-sections';
import Block from './Block';
import styles from './styles.module.css';

export interface Props {
  readonly sections: readonly MarketingBand[];
}

type Tone = 'default' | 'alt';

/** Each band's tone: sections alternate, starting with `default`; a section's own tone restarts the alternation. */
function bandTones(sections: readonly MarketingBand[]): Tone[] {
  let previous: Tone = 'alt';
  return sections.map((band) => {
    if (band.type !== 'section') return previous;
    previous = band.tone ?? (previous === 'default' ? 'alt' : 'default');
    return previous;
  });
}

/** The bands of a marketing page from its data: a hero, sections that alternate tones, a call to action. */
export default function MarketingSections({ sections }: Props): React.ReactElement {
  const tones = bandTones(sections);
  return (
    <>
      {sections.map((band, index) => {
        if (band.type === 'hero') {
          return (
            <Hero
              key={index}
              centered={band.centered}
              eyebrow={band.eyebrow}
              title={band.title}
              subtitle={band.subtitle}
              actions={band.actions && <ButtonLinks links={band.actions} />}
              command={band.command && <CommandBox command={band.command.command} label={band.command.label} />}
              media={band.drawing && <Illustration svg={band.drawing.svg} labels={band.drawing.labels} />}
            />
          );
        }
        if (band.type === 'cta') return <CTABand key={index} title={band.title} description={band.description} actions={<ButtonLinks links={band.actions} variant="inverse" />} />;
        // Under a band without a heading, the first block's title is the band's heading.
        const headingLevel = band.title === undefined ? 'h2' : 'h3';
        return (
          <Section key={index} id={band.id} tone={tones[index]} title={band.title} aria-label={band.title === undefined ? band.label : undefined} intro={band.intro} centered={band.centered}>
            <div className={band.centered ? `${styles.blocks} ${styles.centered}` : styles.blocks}>
              {band.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} headingLevel={headingLevel} />
              ))}
            </div>
          </Section>
        );
      })}
    </>
  );
}
