import { startApp } from './entry-client.tsx';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
void startApp(container);
