export { EbookVoice, type EbookVoiceProps } from './EbookVoice.js';
