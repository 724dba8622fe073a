import type { FeatureDecisions } from '../route-table';

export const activityDecisions: FeatureDecisions = { access: { 'GET /api/activity-log': 'activity_log' } };
