# expect: python/js-method line 5
queue = ["Ann", "Ben"]

print("Waiting:", queue)
queue.push("Cat")
print("Waiting:", queue)
