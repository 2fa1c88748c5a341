/**
 * The header's account menu texts, apart from the pages' (texts.ts): the header is on every
 * page, so it carries only these few strings, not every account page's.
 */
export const menuTexts = {
    logIn: 'Log In',
    signUp: 'Sign Up',
    account: 'Account',
    dashboard: 'Dashboard',
    profile: 'Profile',
    adminDashboard: 'Admin Dashboard',
    newArticle: 'New Article',
    manageArticles: 'Manage Articles',
    manageUsers: 'Manage Users',
    manageSubscribers: 'Manage Subscribers',
    contactMessages: 'Contact Messages',
    comments: 'Comments',
    logout: 'Logout',
    loading: 'Loading your account…',
} as const;
