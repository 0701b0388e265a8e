# expect: index-as-boolean line 9
class Contact:
    def __init__(self, full_name, phone):
        self.full_name = full_name
        self.phone = phone

    def first_name(self):
        space = self.full_name.find(" ")
        if space:
            return self.full_name[:space]
        return self.full_name


book = [Contact("Lena Park", "555-0101"), Contact("Omar", "555-0199")]
for person in book:
    print(person.first_name(), "-", person.phone)
