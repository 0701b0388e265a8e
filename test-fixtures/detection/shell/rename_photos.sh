count=1
for file in *.jpg *.JPG; do
  [ -e "$file" ] || continue
  new_name=$(printf "photo_%03d.jpg" "$count")
  echo "Renaming $file -> $new_name"
  mv -- "$file" "$new_name"
  count=$((count + 1))
done
echo "Renamed $((count - 1)) files"
