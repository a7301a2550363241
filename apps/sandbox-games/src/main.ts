import { boot } from './app/boot.ts';
import './styles/app.css';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
void boot(root);
