// Self-hosted web fonts (no third-party font request); see fonts.css.
import './fonts.css';
import '@fontsource/jetbrains-mono/latin-400.css';
