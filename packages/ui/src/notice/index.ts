export {
  Notice,
  NoticeDescription,
  type NoticeDescriptionProps,
  type NoticeProps,
  NoticeTitle,
  type NoticeTitleProps,
  noticeVariants,
} from './notice'
