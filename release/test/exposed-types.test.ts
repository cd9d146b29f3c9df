import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeExposedTypes } from '../src/exposed-types';
import { temporaryFolder } from './fixtures';

/** A folder of declarations as Module Federation writes them: `<Name>.d.ts` re-exporting the compiled module. */
function typesFolder(modules: Record<string, string>): string {
  const dir = temporaryFolder('exposed-types');
  mkdirSync(path.join(dir, 'compiled-types'));
  for (const [name, declarations] of Object.entries(modules)) {
    const file = name.toLowerCase();
    writeFileSync(path.join(dir, 'compiled-types', `${file}.d.ts`), declarations);
    writeFileSync(
      path.join(dir, `${name}.d.ts`),
      `export * from './compiled-types/${file}';\nexport { default } from './compiled-types/${file}';\n`,
    );
  }
  return dir;
}

const LANDING = `export interface LandingProps { title: string; intro?: string }
export default function Landing(props: LandingProps): string;
export declare const LANDING_SECTIONS: readonly string[];
`;

describe('exposed types', () => {
  it('gives each export of each exposed module a digest that moves only when its type does', async () => {
    const before = await describeExposedTypes(typesFolder({ Landing: LANDING }), ['./Landing']);
    expect(Object.keys(before.modules['./Landing']).sort()).toEqual([
      'LANDING_SECTIONS',
      'LandingProps',
      'default',
    ]);

    // Reformatted and with an export added: every existing export keeps its digest.
    const added = await describeExposedTypes(
      typesFolder({
        Landing: `${LANDING.replace('title: string;', 'title:   string ;')}export declare const EXTRA: 1;\n`,
      }),
      ['./Landing'],
    );
    for (const [name, digest] of Object.entries(before.modules['./Landing']))
      expect(added.modules['./Landing'][name]).toBe(digest);

    // A property of the props changes type: the interface and the component that takes it both change.
    const changed = await describeExposedTypes(
      typesFolder({ Landing: LANDING.replace('title: string', 'title: number') }),
      ['./Landing'],
    );
    expect(changed.modules['./Landing'].LandingProps).not.toBe(before.modules['./Landing'].LandingProps);
    expect(changed.modules['./Landing'].default).not.toBe(before.modules['./Landing'].default);
    expect(changed.modules['./Landing'].LANDING_SECTIONS).toBe(before.modules['./Landing'].LANDING_SECTIONS);
    expect(changed.digest).not.toBe(before.digest);
  });
});
