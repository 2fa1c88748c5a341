/** User-facing texts of the dashboard (docs/product.md §2, §8; the product's own texts word for word). */
export const dashboardTexts = {
  title: 'Dashboard',
  description: 'Your account, the latest articles and the articles you saved.',
  profileTitle: 'Profile',
  profileDescription: 'Your account information and settings.',
  // "Back" only for an account older than its first day: a new reader has not been here before.
  welcome: (name: string) => `Welcome, ${name}`,
  welcomeAnonymous: 'Welcome',
  welcomeBack: (name: string) => `Welcome back, ${name}`,
  welcomeBackAnonymous: 'Welcome back',
  adminArea: 'You are an admin of this site.',
  adminLinks: 'Admin',
  adminDashboard: 'Admin dashboard',
  newArticle: 'New article',
  messages: 'Contact messages',
  loading: 'Loading…',
  // docs/product.md §8
  loadFailed: 'Failed to load your dashboard. Please try again later.',
  tryAgain: 'Try Again',

  account: {
    heading: 'Account Information',
    name: 'Display Name',
    email: 'Email',
    role: 'Role',
    joined: 'Joined',
    emailVerified: 'Email Verified',
    yes: 'Yes',
    no: 'No',
    notAvailable: 'N/A',
    // Not "Subscriber": the role says nothing of the newsletter.
    roles: { subscriber: 'Reader', admin: 'Admin' },
    unverified: 'Your email address is not verified yet. Some features may be limited until you verify it.',
    verifyNow: 'Verify your email',
    editProfile: 'Edit Profile',
  },

  recent: {
    heading: 'Recent Articles',
    viewAll: 'View All',
    loading: 'Loading recent articles…',
    empty: 'No articles published yet.',
    samplesNotice: 'Recent articles could not be loaded. These are sample articles, not real ones:',
  },

  saved: {
    heading: 'Saved Articles',
    loading: 'Loading your saved articles…',
    // docs/product.md §2
    empty: "You haven't saved any articles yet.",
    browse: 'Browse articles',
    samplesNotice: 'Your saved articles could not be loaded. These are sample articles, not the ones you saved:',
    savedOn: (date: string) => `Saved ${date}`,
    removedBadge: 'Removed',
    removedNotice: 'This article is no longer available.',
  },

  sampleBadge: 'Sample',
  byAuthor: (name: string) => `by ${name}`,
} as const;
