// Texts of travellers' reviews on hotel, restaurant, tour and transfer pages. Plain messages, read without the formatter (../../plain/reviews.ts).
export const reviews = {
  'hotel.heading': 'Guest reviews',
  'hotel.summary': '{score} of 5, {rating}, from {count} Tripadvisor reviews',
  'hotel.categories': 'Scores by category',
  'hotel.highlights': 'What guests mention',
  'hotel.recent': 'Recent reviews',
  'review.rating': '{rating} of 5',
  'review.by': '{author}, {date}',
}
