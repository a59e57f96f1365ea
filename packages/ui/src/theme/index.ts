import './themes.css';
import './infima.css';
import './global.css';

export { vars } from './contract.css';
export { lightColors, darkColors } from './palette';
