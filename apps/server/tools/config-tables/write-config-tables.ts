/** npm run config-tables: writes the environment variable tables into README.md and the docs (config-tables.ts). */
import fs from 'node:fs/promises';
import { configTable, DOCUMENTS_WITH_TABLE, documentPath, undescribedVariables, withTable } from './config-tables.ts';

const undescribed = undescribedVariables();
if (undescribed.length > 0) {
  process.stderr.write(
    `config-tables: give ${undescribed.join(', ')} a description and perProcess (.meta) in config.ts\n`,
  );
  process.exit(1);
}
for (const document of DOCUMENTS_WITH_TABLE) {
  const text = await fs.readFile(documentPath(document), 'utf8');
  const updated = withTable(text, configTable(document), document);
  if (updated !== text) await fs.writeFile(documentPath(document), updated);
  process.stdout.write(`${document}: ${updated === text ? 'up to date' : 'table written'}\n`);
}
