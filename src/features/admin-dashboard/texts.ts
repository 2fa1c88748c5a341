/** User-facing texts of the admin dashboard (its overview, chart and tabs). */
import { formatCount } from '../../lib/numbers.js';

export const dashboardTexts = {
  title: 'Admin Dashboard',
  description: 'The state of the site at a glance: articles, readers, subscribers, messages and comments.',
  intro: 'The publication at a glance.',
  createArticle: 'Create New Article',

  overview: 'Overview',
  loadingOverview: 'Loading the overview…',
  overviewFailed: 'Failed to load the overview. Please try again.',
  counts: {
    published: 'Published articles',
    drafts: 'Drafts',
    subscribers: 'Subscribers',
    users: 'Users',
    unreadMessages: 'Unread messages',
    commentsAwaiting: 'Comments awaiting review',
  },
  capped: '+',

  mostRead: 'Most read',
  mostLiked: 'Most liked',
  views: (count: number) => `${formatCount(count)} ${count === 1 ? 'view' : 'views'}`,
  likes: (count: number) => `${formatCount(count)} ${count === 1 ? 'like' : 'likes'}`,
  noPublished: 'No published articles yet.',
  loadingTop: 'Loading articles…',
  topFailed: 'Failed to load articles. Please try again.',

  chartTitle: 'New subscribers per week',
  chartSummary: (total: number, thisWeek: number) =>
    `${formatCount(total)} in the last 12 weeks, ${formatCount(thisWeek)} so far this week.`,
  chartLoading: 'Loading subscriber numbers…',
  chartFailed: 'Failed to load subscriber numbers. Please try again.',
  showTable: 'Show the numbers as a table',
  weekOf: 'Week of',
  newSubscribers: 'New subscribers',
  thisWeek: '(this week)',
  chartNote: 'Counted by the latest subscription date: subscribing again moves an address to its new week.',

  tabs: 'Site records',
  usersTab: 'Users',
  articlesTab: 'Articles',
} as const;
