// Noto Sans Bengali's Bengali subset, regular and bold (font-display: swap; index.css names the family in the font
// stack, after the Latin fonts, so only Bengali text reaches it). Semibold text (600) uses the bold face: CSS font
// matching takes the next heavier weight. Added by lib/bangla.ts once the first screen has settled.
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';
