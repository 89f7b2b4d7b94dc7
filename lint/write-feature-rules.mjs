/**
 * Writes the per-feature import rules into biome.json: one override per folder of
 * apps/web/src/features, refusing imports of every other feature. Run it after adding or
 * removing a feature folder (`npm run lint:features`); lint/architecture-rules.test.ts fails
 * until the overrides match the folders.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONFIG = path.join(ROOT, 'biome.json');
const FEATURES_DIR = 'apps/web/src/features';
const MESSAGE = "A feature never imports another feature's files: move what both need to src/shared.";

const features = fs
  .readdirSync(path.join(ROOT, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const isFeatureRule = (override) =>
  override.includes?.length === 1 && override.includes[0].startsWith(`${FEATURES_DIR}/`);

const ruleFor = (feature) => {
  const others = features.filter((other) => other !== feature);
  return {
    includes: [`${FEATURES_DIR}/${feature}/**`],
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error',
            options: {
              patterns: [
                {
                  group: [
                    ...others.map((other) => `@/features/${other}/**`),
                    ...others.map((other) => `@/features/${other}`),
                  ],
                  message: MESSAGE,
                },
              ],
            },
          },
        },
      },
    },
  };
};

const config = JSON.parse(fs.readFileSync(CONFIG, 'utf8'));
config.overrides = [...config.overrides.filter((override) => !isFeatureRule(override)), ...features.map(ruleFor)];
fs.writeFileSync(CONFIG, `${JSON.stringify(config, null, 2)}\n`);
console.log(`biome.json: import rules for ${features.length} features (${features.join(', ')})`);
