import type { FeatureDecisions } from '../route-table';

export const mailDecisions: FeatureDecisions = { access: { 'GET /api/mails': 'settings' } };
