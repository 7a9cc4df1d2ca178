import './sign-in.css';
import { startSignInPage } from './sign-in.page';

const root = document.getElementById('root');
if (!root) throw new Error('sign-in.html has no #root element');

startSignInPage(root, {
  pathname: window.location.pathname,
  leave: (url) => window.location.replace(url),
});
