// expect: arrow-object-literal line 2
const defaultSettings = () => { volume: 5 };

function loadSettings(saved) {
  const settings = defaultSettings();
  for (const key in saved) {
    settings[key] = saved[key];
  }
  return settings;
}

const mine = loadSettings({ theme: "dark" });
console.log("Theme: " + mine.theme);
console.log("Volume: " + mine.volume);
