// The Bengali subset of Noto Sans Bengali (font-display: swap), loaded only when Bangla is chosen (decision 030):
// English visitors download none of it. index.css names the family in the font stack.
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-600.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';
