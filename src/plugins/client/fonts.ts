// Self-hosted web fonts (no third-party font request): Inter for text,
// JetBrains Mono (Latin, regular) for code.
import '@fontsource-variable/inter/index.css';
import '@fontsource/jetbrains-mono/latin-400.css';
