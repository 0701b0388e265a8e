# expect: none
names = ["Ada", "Grace"]
for i in range(len(names)):
    names.append(names[i].upper())
print(names)
