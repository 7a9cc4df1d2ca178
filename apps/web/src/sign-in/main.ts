import './sign-in.css';
import { languageReady } from './i18n';
import { startSignInPage } from './sign-in.page';

const root = document.getElementById('root');
if (!root) throw new Error('sign-in.html has no #root element');

// In the language this device last used: Hindi's texts are loaded first, when that is Hindi.
void languageReady.then(() =>
  startSignInPage(root, {
    pathname: window.location.pathname,
    leave: (url) => window.location.replace(url),
  }),
);
