#!/usr/bin/env bash

show_menu() {
  echo "1) Show disk usage"
  echo "2) Show memory"
  echo "3) List big files"
  echo "q) Quit"
}

while true; do
  show_menu
  read -rp "Choose: " choice
  case "$choice" in
    1) df -h ;;
    2) free -m ;;
    3) find . -type f -size +10M -exec ls -lh {} \; ;;
    q|Q) echo "Bye"; break ;;
    *) echo "Unknown option: $choice" ;;
  esac
done
