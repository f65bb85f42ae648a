// Swiper and the modules the galleries use, in one lazily loaded module of ours (see GallerySlider's
// useSwiperAfterHydration).
export { Swiper, SwiperSlide } from 'swiper/react';
export { Autoplay, EffectFade, Keyboard, Navigation, Thumbs } from 'swiper/modules';
