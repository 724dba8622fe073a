// Boundaries of ARCHITECTURE.md: web never imports server; shared imports neither; web features never
// import each other (they share through web/components and web/lib).
import fs from 'node:fs';
import path from 'node:path';

const rules = [
  { from: 'web/', forbid: [/(^|\/)server\//], why: 'web must not import server' },
  { from: 'shared/', forbid: [/(^|\/)server\//, /(^|\/)web\//], why: 'shared imports neither server nor web' },
  { from: 'server/', forbid: [/(^|\/)web\//], why: 'server must not import web' },
];
const problems = [];
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) check(full);
  }
}
function check(file) {
  const rel = file.split(path.sep).join('/');
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
    const spec = match[1];
    if (!spec.startsWith('.')) continue;
    const target = path.relative('.', path.resolve(path.dirname(file), spec)).split(path.sep).join('/');
    for (const rule of rules) {
      if (rel.startsWith(rule.from) && rule.forbid.some((re) => re.test(`${target}/`) && !target.startsWith(rule.from.slice(0, -1)))) {
        problems.push(`${rel}: imports ${spec} (${rule.why})`);
      }
    }
    const feature = /^web\/features\/([^/]+)\//.exec(rel)?.[1];
    const targetFeature = /^web\/features\/([^/]+)/.exec(target)?.[1];
    if (feature && targetFeature && feature !== targetFeature) problems.push(`${rel}: imports feature ${targetFeature} (features never import each other)`);
  }
}
for (const root of ['web', 'shared', 'server']) if (fs.existsSync(root)) walk(root);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('boundaries ok');
