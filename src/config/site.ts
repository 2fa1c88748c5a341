export const SITE_NAME = 'Finance Articles';
