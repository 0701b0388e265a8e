const express = require('express');
const fs = require('fs');
const path = require('path');

const app = express();
const PORT = process.env.PORT || 3000;
const DATA_FILE = path.join(__dirname, 'notes.json');

app.use(express.json());
app.use(express.static('public'));

function readNotes() {
  if (!fs.existsSync(DATA_FILE)) return [];
  return JSON.parse(fs.readFileSync(DATA_FILE, 'utf8'));
}

app.get('/api/notes', (req, res) => {
  res.json(readNotes());
});

app.post('/api/notes', (req, res) => {
  const notes = readNotes();
  const note = { id: Date.now(), text: req.body.text };
  notes.push(note);
  fs.writeFileSync(DATA_FILE, JSON.stringify(notes, null, 2));
  res.status(201).json(note);
});

app.delete('/api/notes/:id', (req, res) => {
  const notes = readNotes().filter((n) => n.id !== Number(req.params.id));
  fs.writeFileSync(DATA_FILE, JSON.stringify(notes, null, 2));
  res.sendStatus(204);
});

app.listen(PORT, () => {
  console.log(`Server listening on http://localhost:${PORT}`);
});
