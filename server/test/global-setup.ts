import { dropTemplates, makeTemplates } from './databases';

export default async function setup() {
  await makeTemplates();
  return dropTemplates;
}
