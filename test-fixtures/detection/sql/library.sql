select b.title, a.name as author, count(l.id) as times_borrowed
from books b
inner join authors a on a.id = b.author_id
left join loans l on l.book_id = b.id
group by b.title, a.name
order by times_borrowed desc
limit 10;

update books set available = 0 where id in (
  select book_id from loans where returned_at is null
);

delete from loans where returned_at < date('now', '-5 years');
