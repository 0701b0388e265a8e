#!/bin/bash
set -euo pipefail

SOURCE_DIR="${1:-$HOME/Documents}"
BACKUP_DIR="/mnt/backup"
DATE=$(date +%Y-%m-%d)
ARCHIVE="$BACKUP_DIR/docs-$DATE.tar.gz"

if [ ! -d "$SOURCE_DIR" ]; then
  echo "Source $SOURCE_DIR does not exist" >&2
  exit 1
fi

mkdir -p "$BACKUP_DIR"
tar -czf "$ARCHIVE" -C "$(dirname "$SOURCE_DIR")" "$(basename "$SOURCE_DIR")"
echo "Backup written to $ARCHIVE"

# Keep only the last 7 backups
ls -1t "$BACKUP_DIR"/docs-*.tar.gz | tail -n +8 | xargs -r rm --
