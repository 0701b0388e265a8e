// OpenDyslexic, bundled from its package and loaded only when the setting is on.
import '@fontsource/opendyslexic/400.css';
import '@fontsource/opendyslexic/700.css';
